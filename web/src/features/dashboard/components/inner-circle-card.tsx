import type { DashboardCircleMember } from '@contract/schemas/dashboard';
import { sitePaths } from '@contract/site-paths';
import { Link } from 'react-router-dom';
import { givePath } from '@/lib/share-links';
import { dayOrNever } from '../utils/figures';

function Member({ member }: { member: DashboardCircleMember }) {
  return (
    <li className="circle-member">
      <div className="circle-who">
        <span className="circle-name">{member.name}</span>
        <span className="muted">@{member.username}</span>
      </div>
      <dl className="circle-dates">
        <div>
          <dt>You last gave them</dt>
          <dd>{dayOrNever(member.lastGivenAt)}</dd>
        </div>
        <div>
          <dt>They last gave you (named)</dt>
          <dd>{dayOrNever(member.lastReceivedNamedAt)}</dd>
        </div>
      </dl>
      {member.suggestGiving && member.userId && (
        <Link className="button button-primary button-small" to={givePath(member.username)}>
          Give a receipt<span className="visually-hidden"> to {member.name}</span>
        </Link>
      )}
    </li>
  );
}

/** The inner circle: when receipts last went each way, and a shortcut to give one where it has been a while. */
export function InnerCircleCard({ members }: { members: DashboardCircleMember[] }) {
  return (
    <section className="card dashboard-card dashboard-wide" aria-labelledby="dashboard-circle">
      <h2 id="dashboard-circle">Inner circle</h2>
      {members.length ? (
        <ul className="circle-list">
          {members.map((member) => (
            <Member key={member.contactId} member={member} />
          ))}
        </ul>
      ) : (
        <p className="muted">
          Your inner circle is empty. Choose the people closest to you in{' '}
          <Link to={sitePaths.profileSetup}>Profile Setup</Link>.
        </p>
      )}
    </section>
  );
}
