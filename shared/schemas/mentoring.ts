// Mentors on call (issue 34): mentors of an edition, their profile and shifts, the help queue (requests,
// claims, releases, hand-offs, ratings), the organizers' Mentoring report and the `help.*` live messages.
// One schema per contract, read by the server's routes and the client's forms alike.
//
// Routes (all JSON; {slug} is an edition's address):
//   POST   /api/admin/events/{slug}/mentors/invitations  inviteMentorSchema → 201 inviteMentorResponseSchema
//   GET    /api/admin/events/{slug}/mentors              → adminMentorsSchema
//   POST   /api/admin/events/{slug}/mentors              addMentorSchema (an admin or judge, no email) → 201 adminMentorSchema
//   DELETE /api/admin/events/{slug}/mentors/{userId}     → 204
//   GET    /api/admin/events/{slug}/mentoring            → mentoringReportSchema
//   GET    /api/admin/events/{slug}/mentoring/requests.csv → text/csv
//   GET    /api/mentors/invitations/{token}              → mentorInvitationInfoSchema (public)
//   POST   /api/mentors/invitations/{token}/accept       acceptInvitationSchema ({name,password}) → sessionResponseSchema
//   GET    /api/mentor/profile  PUT /api/mentor/profile  updateMentorProfileSchema → mentorProfileSchema
//   GET    /api/mentor/queue                             → mentorQueueSchema
//   GET    /api/mentor/mentors                           → mentorListSchema (hand-off targets)
//   GET    /api/help-requests/shift-status               → shiftStatusSchema (the form, before sending)
//   POST   /api/help-requests                            createHelpRequestSchema → 201 createHelpRequestResponseSchema
//   GET    /api/help-requests/mine                       → myHelpRequestsSchema
//   DELETE /api/help-requests/{id}                       → 200 helpRequestSchema (cancelled)
//   POST   /api/help-requests/{id}/claim | /resolve      → helpRequestSchema (409 to every loser of a race)
//   POST   /api/help-requests/{id}/release               releaseHelpRequestSchema → helpRequestSchema
//   POST   /api/help-requests/{id}/handoff               handoffHelpRequestSchema → helpRequestSchema
//   POST   /api/help-requests/{id}/rating                rateHelpRequestSchema → 201 { ok: true }
//
// Import from here; the contracts live in the mentoring-*.ts files beside it.
export * from './mentoring-rules';
export * from './mentoring-mentors';
export * from './mentoring-requests';
export * from './mentoring-report';
export * from './mentoring-live';
