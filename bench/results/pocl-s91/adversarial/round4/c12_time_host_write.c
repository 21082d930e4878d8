/* time loop: region inside, host writes one element and reads another each step */
#include <stdio.h>
#define N 32
static double U[N], V[N];
static void step(int n)
{
    int i;
#pragma bbmm
    for (i = 1; i < n - 1; i++) V[i] = (U[i - 1] + U[i + 1]) * 0.5;
#pragma bbmm
    for (i = 1; i < n - 1; i++) U[i] = V[i] + 0.01 * U[i];
}
int main(void)
{
    int t, i;
    double probe = 0.0;
    for (i = 0; i < N; i++) { U[i] = i % 5; V[i] = 0; }
    for (t = 0; t < 20; t++) {
        step(N);
        U[0] = 1.0 + t;
        U[N - 1] = probe;
        probe = U[N / 2] + V[3];
        if (t % 5 == 0) printf("%d %a\n", t, probe);
    }
    for (i = 0; i < N; i++) printf("%a %a\n", U[i], V[i]);
    return 0;
}
