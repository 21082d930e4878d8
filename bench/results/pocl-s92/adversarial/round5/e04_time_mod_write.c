/* time loop in the region writing a[2*i + t%2] (alternating cells) from neighbours, in place */
#include <stdio.h>
#define N 41
static double a[N];
static void run(int m, int T)
{
    int t, i;
#pragma bbmm
    for (t = 0; t < T; t++)
        for (i = 1; i < m; i++)
            a[2 * i + t % 2 - 1] = 0.5 * (a[2 * i + t % 2 - 2] + a[2 * i + t % 2]);
}
int main(void)
{
    int i, m, T;
    for (m = 1; m <= 20; m += 6)
        for (T = 1; T <= 5; T += 2) {
            for (i = 0; i < N; i++) a[i] = (double)(i % 5) - 2.0;
            run(m, T);
            printf("m=%d T=%d\n", m, T);
            for (i = 0; i < N; i++) printf("%a\n", a[i]);
        }
    return 0;
}
