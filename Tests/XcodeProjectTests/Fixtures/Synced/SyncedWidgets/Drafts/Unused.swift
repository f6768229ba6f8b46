// Excluded from the widget target by its folder's exception set.
let unused = 1
