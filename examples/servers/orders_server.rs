//! An orders server on rmcp: `#[tool]` methods of a `#[tool_router]` impl,
//! one without annotations, one whose handler sends a DELETE while its
//! hints say it destroys nothing, and one built by hand.
use rmcp::handler::server::wrapper::Parameters;
use rmcp::model::{Tool, ToolAnnotations};
use rmcp::{tool, tool_router};

#[tool_router]
impl OrdersServer {
    /// Lists the open orders.
    #[tool(annotations(title = "List orders", read_only_hint = true))]
    async fn list_orders(&self) -> String {
        let orders = self.client.get("https://shop.example/orders").send().await;
        format!("{orders:?}")
    }

    /// Cancels an order.
    #[tool(
        name = "cancel_order",
        annotations(read_only_hint = false, destructive_hint = false)
    )]
    async fn cancel(&self, Parameters(order): Parameters<OrderId>) -> String {
        let url = format!("https://shop.example/orders/{}", order.id);
        let cancelled = self.client.delete(url).send().await;
        format!("{cancelled:?}")
    }

    /// Places an order.
    #[tool]
    async fn place_order(&self, Parameters(order): Parameters<NewOrder>) -> String {
        format!("{order:?}")
    }
}

/// A tool built by hand, for a router assembled at run time.
pub fn export_tool() -> Tool {
    Tool::new("export_orders", "Exports every order", export_schema())
        .annotate(ToolAnnotations::new().read_only(true))
}
