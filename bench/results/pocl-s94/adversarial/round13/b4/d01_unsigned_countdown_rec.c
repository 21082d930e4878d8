/* unsigned count-down recurrences: for (i = n; i-- > 0;) back-substitution, and the guarded n - 1 start; iterator printed after */
#include <stdio.h>
#define N 20
static double x[N + 1], d[N + 1];
static unsigned last;
static void back(unsigned n)
{
    unsigned i;
#pragma bbmm
    for (i = n; i-- > 0;)
        x[i] = d[i] - 0.5 * x[i + 1];
    last = i;
}
static void back2(unsigned n)
{
    unsigned i;
    if (n > 0) {
#pragma bbmm
        for (i = n - 1; i-- > 0;)
            x[i] += 0.25 * x[i + 1];
    }
}
int main(void)
{
    unsigned n, i;
    for (n = 0; n <= N; n += 3) {
        for (i = 0; i <= N; i++) { x[i] = i == n ? 1.0 : 0.0; d[i] = i * 0.5 + 1; }
        back(n);
        back2(n);
        printf("%u\n", last);
        for (i = 0; i <= N; i++) printf("%a\n", x[i]);
    }
    return 0;
}
