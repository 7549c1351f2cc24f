//! Where a tool gets its HTTP method, in one place: the `_meta.http`
//! convention ([`meta`]), the `[[binding]]`s of the configuration
//! ([`configured`]), pairing with an OpenAPI document ([`pairing`]), and
//! binding a file's tools from them ([`bind`]), a catch-all tool by the
//! methods its input schema accepts ([`catch_all`]), with the opt-in guess
//! from a tool name's verb ([`verbs`]). [`crate::base::method`] holds
//! what the rules see: the method and where it came from.

pub mod bind;
pub mod catch_all;
pub mod configured;
pub mod meta;
pub mod pairing;
pub mod verbs;
