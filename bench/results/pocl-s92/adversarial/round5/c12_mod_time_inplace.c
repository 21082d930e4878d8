/* time levels u[t%2] with a Gauss-Seidel style read of the new level at i-1 (wavefront plus mod) */
#include <stdio.h>
#define N 30
static double u[2][N];
static void run(int n, int T)
{
    int t, i;
#pragma bbmm
    for (t = 0; t < T; t++)
        for (i = 1; i < n; i++)
            u[(t + 1) % 2][i] = 0.5 * (u[t % 2][i] + u[(t + 1) % 2][i - 1]);
}
int main(void)
{
    int i, n, T;
    for (n = 1; n <= N; n += 7)
        for (T = 0; T <= 5; T += 1) {
            for (i = 0; i < N; i++) { u[0][i] = (double)(i % 5); u[1][i] = (i == 0) ? 2.0 : 0.0; }
            run(n, T);
            printf("n=%d T=%d\n", n, T);
            for (i = 0; i < n; i++) printf("%a %a\n", u[0][i], u[1][i]);
        }
    return 0;
}
