//! The Streamable HTTP fixture server (`tests/servers/fixture_http_server.py`)
//! in one of its modes, on a free port of 127.0.0.1; stopped when dropped.

use std::io::BufRead;
use std::process::{Child, Command, Stdio};

/// A running HTTP fixture.
pub struct HttpFixture {
    child: Child,
    /// The port it listens on.
    pub port: String,
}

impl HttpFixture {
    /// Starts the fixture in `mode` (`""` for the well-behaved server).
    pub fn start(mode: &str) -> HttpFixture {
        let mut child = Command::new("python3")
            .arg("tests/servers/fixture_http_server.py")
            .args((!mode.is_empty()).then_some(mode))
            .current_dir(env!("CARGO_MANIFEST_DIR"))
            .stdout(Stdio::piped())
            .spawn()
            .expect("python3 runs");
        let stdout = child.stdout.take().expect("piped");
        let mut port = String::new();
        std::io::BufReader::new(stdout)
            .read_line(&mut port)
            .expect("the port");
        HttpFixture {
            child,
            port: port.trim().to_owned(),
        }
    }
}

impl Drop for HttpFixture {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}
