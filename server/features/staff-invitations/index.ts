// The staff invitations' public surface: judging and mentoring invite their people through it.
export {
  acceptStaffInvitation,
  inviteStaff,
  pendingStaffInvitations,
  staffInvitationInfo,
  STAFF_INVITATION_INVALID,
  STAFF_INVITATION_TTL_MS,
  STAFF_INVITATION_USED,
  type StaffInvitation,
  type StaffKind,
} from './service';
