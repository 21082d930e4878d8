/* bounds from parameters and a global; called with empty ranges too; scalars read after */
#include <stdio.h>
#define N 12
static double u[N][N][N];
int glo = 2;
static double work(int lo, int n, int m2)
{
    int i, j, k, m;
    double xi = 100 + lo, eta = 200 + n, P[4];
#pragma bbmm
    for (i = lo; i < n; i++) {
        xi = 0.5 * i + 0.25;
        for (j = glo; j < m2; j++) {
            eta = xi * j - 1;
            for (k = 1; k < n; k++) {
                for (m = 0; m < 4; m++)
                    P[m] = eta * m + k;
                u[i][j][k] += P[0] + P[1] * P[2] - P[3];
            }
        }
    }
    return xi * 1000 + eta;
}
int main(void)
{
    int i, j, k;
    double s = 0, r[5];
    r[0] = work(1, N, N - 1);
    r[1] = work(3, 3, N);
    r[2] = work(2, N - 2, 2);
    glo = 5;
    r[3] = work(0, N, 7);
    r[4] = work(4, 9, 5);
    for (i = 0; i < N; i++)
        for (j = 0; j < N; j++)
            for (k = 0; k < N; k++)
                s += u[i][j][k] * (1 + (i * 3 + j * 5 + k) % 7);
    printf("%.17g %.17g %.17g %.17g %.17g %.17g\n", s, r[0], r[1], r[2], r[3], r[4]);
    return 0;
}
