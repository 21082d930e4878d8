/* explicit data scope around a time loop whose region computes a residual scalar the host reads every step */
#include <stdio.h>
#include <math.h>
#define N 40
static double U[N], V[N];
int main(void)
{
    int t, i, n;
    double res = 0.0, hist = 0.0;
    for (n = 4; n <= N; n += 12) {
        for (i = 0; i < N; i++) { U[i] = (i * 7 % 5) * 0.5; V[i] = 0.0; }
#pragma bbmm data(U, V)
        for (t = 0; t < 5; t++) {
            res = 0.0;
#pragma scop
            for (i = 1; i < n - 1; i++)
                V[i] = 0.5 * (U[i - 1] + U[i + 1]);
            for (i = 1; i < n - 1; i++)
                res = fmax(res, fabs(V[i] - U[i]));
            for (i = 1; i < n - 1; i++)
                U[i] = V[i];
#pragma endscop
            hist = hist * 0.5 + res;
            printf("n=%d t=%d res=%a\n", n, t, res);
        }
        printf("hist=%a\n", hist);
        for (i = 0; i < N; i++) printf("%a %a\n", U[i], V[i]);
    }
    return 0;
}
