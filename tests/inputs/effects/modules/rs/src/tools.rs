pub mod write_note;
