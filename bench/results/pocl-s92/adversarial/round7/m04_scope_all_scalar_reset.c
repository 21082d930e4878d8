/* #pragma bbmm data without a list around a time loop; the host resets and reads a region-accumulated scalar each step */
#include <stdio.h>
#include <math.h>
#define N 40
static double U[N], V[N];
int main(void)
{
    int t, i, n = 34, cnt = 0;
    double res = 0.0;
    for (i = 0; i < N; i++) { U[i] = (i * 7 % 5) * 0.5; V[i] = 0.0; }
#pragma bbmm data
    for (t = 0; t < 6; t++) {
        res = 0.0;
        cnt = t;
#pragma scop
        for (i = 1; i < n - 1; i++)
            V[i] = 0.5 * (U[i - 1] + U[i + 1]);
        for (i = 1; i < n - 1; i++) {
            res = res + fabs(V[i] - U[i]);
            if (V[i] > 1.0) cnt = cnt + 1;
        }
        for (i = 1; i < n - 1; i++)
            U[i] = V[i] + res * 0.001;
#pragma endscop
        printf("t=%d res=%a cnt=%d\n", t, res, cnt);
    }
    for (i = 0; i < N; i++) printf("%a %a\n", U[i], V[i]);
    return 0;
}
