import { otherCategory } from '@contract/enums';
import { foldName } from '../domain/user-search';

const receivedInCategoryPartition = (recipientId: string, category: string) =>
  `RCAT#${recipientId}#${category || otherCategory}`;
const sentInCategoryPartition = (senderId: string, category: string) =>
  `SCAT#${senderId}#${category || otherCategory}`;

const namePartition = (folded: string) => `NAME#${folded.charAt(0)}`;

/** Every key of the single table is built here (see table-definition.ts for the layout). */
export const keys = {
  userPartition: (userId: string) => `USER#${userId}`,
  profile: (userId: string) => ({ PK: `USER#${userId}`, SK: 'PROFILE' }),
  usernameClaim: (username: string) => ({ PK: `USERNAME#${username}`, SK: 'USERNAME' }),
  usernameIndex: (username: string) => ({ GSI1PK: `UNAME#${username.charAt(0)}`, GSI1SK: username }),
  /** A profile by first name (GSI3) and last name (GSI4), folded to search-term letters: user search. */
  firstNameIndex: (userId: string, firstName: string) => ({
    GSI3PK: namePartition(foldName(firstName)),
    GSI3SK: `${foldName(firstName)}#${userId}`,
  }),
  lastNameIndex: (userId: string, lastName: string) => ({
    GSI4PK: namePartition(foldName(lastName)),
    GSI4SK: `${foldName(lastName)}#${userId}`,
  }),
  namePartition,
  directoryIndex: (userId: string, updatedAt: string) => ({
    GSI2PK: 'DIRECTORY',
    GSI2SK: `${updatedAt}#${userId}`,
  }),
  contact: (userId: string, contactId: string) => ({ PK: `USER#${userId}`, SK: `CONTACT#${contactId}` }),
  contactGuard: (userId: string, kind: 'username' | 'email', value: string) => ({
    PK: `USER#${userId}`,
    SK: `CONTACTKEY#${kind}:${value}`,
  }),
  circleMember: (userId: string, contactId: string) => ({ PK: `USER#${userId}`, SK: `CIRCLE#${contactId}` }),
  receipt: (recipientId: string, receiptId: string) => ({
    PK: `USER#${recipientId}`,
    SK: `RECEIPT#${receiptId}`,
  }),
  sentIndex: (senderId: string, receiptId: string) => ({ GSI1PK: `SENT#${senderId}`, GSI1SK: receiptId }),
  sentIndexPartition: (senderId: string) => `SENT#${senderId}`,
  /** Sparse per-category indexes: a filtered hub page or public-profile tab reads only matching receipts. */
  receivedInCategory: (recipientId: string, category: string, receiptId: string) => ({
    GSI3PK: receivedInCategoryPartition(recipientId, category),
    GSI3SK: receiptId,
  }),
  receivedInCategoryPartition,
  sentInCategory: (senderId: string, category: string, receiptId: string) => ({
    GSI4PK: sentInCategoryPartition(senderId, category),
    GSI4SK: receiptId,
  }),
  sentInCategoryPartition,
  receiptRequest: (senderId: string, clientRequestId: string) => ({
    PK: `USER#${senderId}`,
    SK: `REQUEST#${clientRequestId}`,
  }),
  sentToCounter: (senderId: string, recipientId: string) => ({
    PK: `USER#${senderId}`,
    SK: `SENTTO#${recipientId}`,
  }),
  /** Written before a receipt's e-mail is sent: a redelivered stream record finds it and sends nothing. */
  receiptNotification: (recipientId: string, receiptId: string) => ({
    PK: `USER#${recipientId}`,
    SK: `NOTIFIED#${receiptId}`,
  }),
  upload: (uploadId: string) => ({ PK: `UPLOAD#${uploadId}`, SK: 'UPLOAD' }),
  /** A pending upload by its owner (GSI1): account deletion finds the uploads never attached. */
  uploadsByOwner: (ownerId: string, uploadId: string) => ({ GSI1PK: `UPLOADS#${ownerId}`, GSI1SK: uploadId }),
  uploadsByOwnerPartition: (ownerId: string) => `UPLOADS#${ownerId}`,
  /** A contact linked to a member, by that member (GSI2): their account deletion removes it everywhere. */
  linkedContact: (linkedUserId: string, ownerId: string, contactId: string) => ({
    GSI2PK: `LINKED#${linkedUserId}`,
    GSI2SK: `${ownerId}#${contactId}`,
  }),
  linkedContactPartition: (linkedUserId: string) => `LINKED#${linkedUserId}`,
  /** Written first by an account deletion and removed last: a half-done deletion is found and resumed. */
  deletion: (userId: string) => ({ PK: `USER#${userId}`, SK: 'DELETION' }),
  prefixes: { contact: 'CONTACT#', circle: 'CIRCLE#', receipt: 'RECEIPT#' },
};
