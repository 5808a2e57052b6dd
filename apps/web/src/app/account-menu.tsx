import { Divider, ListItemIcon, Menu, MenuItem } from '@mui/material';
import AdminPanelSettingsOutlined from '@mui/icons-material/AdminPanelSettingsOutlined';
import CreditCardOutlined from '@mui/icons-material/CreditCardOutlined';
import LoginRounded from '@mui/icons-material/LoginRounded';
import LogoutRounded from '@mui/icons-material/LogoutRounded';
import PersonAddAltRounded from '@mui/icons-material/PersonAddAltRounded';
import PersonOutlineRounded from '@mui/icons-material/PersonOutlineRounded';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import { useNavigate } from 'react-router';
import { useOverlayNavigate } from '@/shared/overlay';
import { useSession } from '@/shared/session';

/** The avatar menu; loaded on first open, so visitors who never open it never download it. */
export default function AccountMenu({ anchor, onClose }: { anchor: HTMLElement | null; onClose: () => void }) {
  const { token, user, signOut } = useSession();
  const navigate = useNavigate();
  const openOver = useOverlayNavigate();

  const go = (to: string) => {
    onClose();
    openOver(to);
  };
  const logout = async () => {
    onClose();
    await signOut();
    void navigate('/', { replace: true });
  };

  return (
    <Menu
      id="account-menu"
      anchorEl={anchor}
      open={anchor !== null}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{ paper: { sx: { minWidth: 200 } } }}
    >
      {token
        ? [
            <MenuItem key="profile" onClick={() => go('/profile')}>
              <ListItemIcon>
                <PersonOutlineRounded fontSize="small" />
              </ListItemIcon>
              Profile
            </MenuItem>,
            <MenuItem key="settings" onClick={() => go('/settings')}>
              <ListItemIcon>
                <SettingsOutlined fontSize="small" />
              </ListItemIcon>
              Settings
            </MenuItem>,
            <MenuItem key="payments" onClick={() => go('/payments')}>
              <ListItemIcon>
                <CreditCardOutlined fontSize="small" />
              </ListItemIcon>
              Payments
            </MenuItem>,
            user?.is_admin && (
              <MenuItem
                key="admin"
                onClick={() => {
                  onClose();
                  void navigate('/admin');
                }}
              >
                <ListItemIcon>
                  <AdminPanelSettingsOutlined fontSize="small" />
                </ListItemIcon>
                Admin
              </MenuItem>
            ),
            <Divider key="divider" />,
            <MenuItem key="logout" onClick={() => void logout()}>
              <ListItemIcon>
                <LogoutRounded fontSize="small" />
              </ListItemIcon>
              Logout
            </MenuItem>,
          ]
        : [
            <MenuItem key="signin" onClick={() => go('/signin')}>
              <ListItemIcon>
                <LoginRounded fontSize="small" />
              </ListItemIcon>
              Sign In
            </MenuItem>,
            <MenuItem key="create" onClick={() => go('/create-account')}>
              <ListItemIcon>
                <PersonAddAltRounded fontSize="small" />
              </ListItemIcon>
              Create Account
            </MenuItem>,
          ]}
    </Menu>
  );
}
