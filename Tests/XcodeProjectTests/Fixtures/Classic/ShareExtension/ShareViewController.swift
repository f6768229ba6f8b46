import UIKit

// A share extension: an app extension that is not a widget.
class ShareViewController: UIViewController {}
