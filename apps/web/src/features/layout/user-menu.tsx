import Dropdown from 'react-bootstrap/Dropdown';
import { Link } from 'react-router';
import { paths } from '../../app/paths';
import { useAppSelector } from '../../app/store';
import { UserIcon } from './icons';

/** Visitor: LogIn and Register. Customer: a greeting, Profile, Your Order and LogOut. */
export function UserMenu() {
  const user = useAppSelector((s) => s.user.userData);
  return (
    <Dropdown align="end">
      <Dropdown.Toggle variant="link" className="nb-icon-btn" aria-label={user ? `Account of ${user.user_name ?? ''}` : 'Account'}>
        <UserIcon />
      </Dropdown.Toggle>
      <Dropdown.Menu>
        {user?._id ? (
          <>
            <Dropdown.Header>Hello, {user.user_name ?? 'there'}</Dropdown.Header>
            <Dropdown.Item as={Link} to={paths.profile}>
              Profile
            </Dropdown.Item>
            <Dropdown.Item as={Link} to={paths.orders}>
              Your Order
            </Dropdown.Item>
            <Dropdown.Divider />
            <Dropdown.Item as={Link} to={paths.logout}>
              LogOut
            </Dropdown.Item>
          </>
        ) : (
          <>
            <Dropdown.Item as={Link} to={paths.login}>
              LogIn
            </Dropdown.Item>
            <Dropdown.Item as={Link} to={paths.register}>
              Register
            </Dropdown.Item>
          </>
        )}
      </Dropdown.Menu>
    </Dropdown>
  );
}
