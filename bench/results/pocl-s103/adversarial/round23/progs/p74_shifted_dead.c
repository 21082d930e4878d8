/* inner loop bounds that move with the outer iterator (j from 2*i + lo, k counting down to i); scalars dead after */
#include <stdio.h>
#define N 8
#define M 24
static double u[N][M][N];
static double work(int lo, int w)
{
    int i, j, k, m;
    double xi = -1, eta = -2, zeta = -3, P[3];
#pragma bbmm
    for (i = 0; i < N; i++) {
        xi = 0.5 * i + lo;
        for (j = 2 * i + lo; j < 2 * i + lo + w; j++) {
            eta = xi * j - 1;
            for (k = N - 1; k >= i; k--) {
                zeta = eta - k;
                for (m = 0; m < 3; m++)
                    P[m] = zeta * m + k;
                u[i][j][k] += P[0] + P[1] * P[2];
            }
        }
    }
    return lo + 0.5 * w;
}
int main(void)
{
    int i, j, k;
    double s = 0, r0, r1, r2;
    r0 = work(0, 3);
    r1 = work(5, 2);
    r2 = work(1, 0);
    for (i = 0; i < N; i++)
        for (j = 0; j < M; j++)
            for (k = 0; k < N; k++)
                s += u[i][j][k] * (1 + (i * 3 + j * 5 + k) % 7);
    printf("%.17g %.17g %.17g %.17g\n", s, r0, r1, r2);
    return 0;
}
