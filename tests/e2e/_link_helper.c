// Helper for link_*.c: not a test on its own.
int shared_counter = 3;

int twice(int x) { return 2 * x; }

void add_to_counter(int d) { shared_counter += d; }
