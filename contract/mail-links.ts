/**
 * The API path of RFC 8058 one-click unsubscribe: the route table serves it, the notifier writes it into the
 * `List-Unsubscribe` header. Its own module so the notifier's bundle does not carry the route table.
 */
export const oneClickUnsubscribePath = '/notifications/one-click-unsubscribe';
