// Two kinds of failure: a UserError (bad flag, bad file, bad data) is told in one line; anything else is a bug.

export class UserError extends Error {
  override name = 'UserError';
}

/** A UserError whose message is followed by the command's usage: the command line itself was wrong. */
export class UsageError extends UserError {
  override name = 'UsageError';
}
