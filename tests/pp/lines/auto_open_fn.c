// A function of the C library (defined elsewhere) called between regions whose kept arrays are
// array objects cannot reach them when no code elsewhere can call into the file; a function not
// declared static (other than main) can be, so the scope is not made, and --explain names it.
// A static prototype makes a later definition without "static" internal too: 'step', defined
// first, is not the one named.
// expect-explain: automatic data scope in main, lines 28-31: not made: a call of 'puts_twice', defined elsewhere, which may reach the arrays \(it may call 'touch', which other files can call\) \(at auto_open_fn.c:30:9\)
// expect-no-output: "automatic data scope at auto_open_fn.c:28"
#include <stdio.h>
#define N 32
static double a[N], b[N];
void puts_twice(const char *s);
static void step(void);
void step(void)
{
    int i;
#pragma bbmm
    for (i = 1; i < N; i++)
        b[i] = 0.5 * a[i];
#pragma bbmm
    for (i = 1; i < N; i++)
        a[i] = b[i];
}
void touch(void) { a[0] += 1.0; }
int main(void)
{
    int t;
    a[0] = 1.0;
    for (t = 0; t < 4; t++) {
        step();
        puts_twice("step");
    }
    printf("%g %g\n", a[5], b[5]);
    return 0;
}
