/* explicit scope in main keeps U, V passed to a step(a, b) region function in alternating roles; host reads V */
#include <stdio.h>
#define N 36
static double U[N], V[N];
static void step(int n, double a[N], double b[N], double w)
{
    int i;
#pragma bbmm
    for (i = 1; i < n - 1; i++)
        b[i] = w * a[i] + (1.0 - w) * 0.5 * (a[i - 1] + a[i + 1]);
}
int main(void)
{
    int i, t, n;
    double probe = 0.0;
    for (i = 0; i < N; i++) { U[i] = (i % 9 == 0) ? 4.0 : 0.0; V[i] = U[i]; }
    n = N - 3;
#pragma bbmm data(U, V)
    for (t = 0; t < 5; t++) {
        step(n, U, V, 0.25);
        step(n - t, V, U, 0.5);
#pragma bbmm update host(V)
        probe = probe * 0.5 + V[n / 2 - t];
    }
    printf("probe=%a\n", probe);
    for (i = 0; i < N; i++) printf("%a %a\n", U[i], V[i]);
    return 0;
}
