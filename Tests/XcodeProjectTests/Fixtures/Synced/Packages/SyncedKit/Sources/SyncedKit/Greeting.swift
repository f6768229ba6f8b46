/// A line the widget shows.
public enum Greeting {
    /// The text.
    public static let text = "Hello"
}
