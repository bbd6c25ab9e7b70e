export const REGISTRATION_SUCCESS_TEXT = "Your team has been registered. We'll contact you with further instructions.";
