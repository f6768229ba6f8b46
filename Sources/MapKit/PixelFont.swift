/// A 5×7 pixel font for the placeholder's label: digits, the compass letters and the signs a
/// coordinate needs. Author-facing modules draw without the renderer's fonts (they run in the
/// extension, which has no text engine), so the label is drawn glyph by glyph.
enum PixelFont {
    static let width = 5
    static let height = 7

    /// Rows top to bottom, `#` for ink.
    private static let glyphs: [Character: [String]] = [
        "0": [" ### ", "#   #", "#  ##", "# # #", "##  #", "#   #", " ### "],
        "1": ["  #  ", " ##  ", "  #  ", "  #  ", "  #  ", "  #  ", " ### "],
        "2": [" ### ", "#   #", "    #", "   # ", "  #  ", " #   ", "#####"],
        "3": ["#####", "   # ", "  #  ", "   # ", "    #", "#   #", " ### "],
        "4": ["   # ", "  ## ", " # # ", "#  # ", "#####", "   # ", "   # "],
        "5": ["#####", "#    ", "#### ", "    #", "    #", "#   #", " ### "],
        "6": ["  ## ", " #   ", "#    ", "#### ", "#   #", "#   #", " ### "],
        "7": ["#####", "    #", "   # ", "  #  ", " #   ", " #   ", " #   "],
        "8": [" ### ", "#   #", "#   #", " ### ", "#   #", "#   #", " ### "],
        "9": [" ### ", "#   #", "#   #", " ####", "    #", "   # ", " ##  "],
        "N": ["#   #", "##  #", "# # #", "#  ##", "#   #", "#   #", "#   #"],
        "S": [" ####", "#    ", "#    ", " ### ", "    #", "    #", "#### "],
        "E": ["#####", "#    ", "#    ", "#### ", "#    ", "#    ", "#####"],
        "W": ["#   #", "#   #", "#   #", "# # #", "# # #", "## ##", "#   #"],
        ".": ["     ", "     ", "     ", "     ", "     ", " ##  ", " ##  "],
        ",": ["     ", "     ", "     ", "     ", " ##  ", "  #  ", " #   "],
        "-": ["     ", "     ", "     ", "#####", "     ", "     ", "     "],
        "°": [" ##  ", "#  # ", "#  # ", " ##  ", "     ", "     ", "     "],
        " ": ["     ", "     ", "     ", "     ", "     ", "     ", "     "],
    ]

    /// Whether glyph `character` has ink at (`x`, `y`); unknown characters are blank.
    static func ink(_ character: Character, x: Int, y: Int) -> Bool {
        guard let rows = glyphs[character], y >= 0, y < height, x >= 0, x < width else { return false }
        let row = rows[y]
        return row[row.index(row.startIndex, offsetBy: x)] == "#"
    }

    /// Whether every character of `text` has a glyph.
    static func canDraw(_ text: String) -> Bool {
        text.allSatisfy { glyphs[$0] != nil }
    }
}
