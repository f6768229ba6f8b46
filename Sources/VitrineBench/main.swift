print("vitrine-bench: no benchmarks yet")
