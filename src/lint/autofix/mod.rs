//! The fixer: applying the rules' fixes in rounds (re-linting between
//! them), then writing the file or keeping the result for a diff. It sits
//! above linting because every round re-lints; the edits it applies come
//! from [`crate::fix`], below the rules.

pub mod file;
pub mod identity;
pub mod rounds;
pub mod write;
