/* loops with steps, <=, non-zero lower bounds; scalars dead after */
#include <stdio.h>
#define N 14
static double u[N][N][N];
static double work(int lo, int hi)
{
    int i, j, k, m;
    double xi = -5, eta = -6, P[3];
#pragma bbmm
    for (i = lo; i <= hi; i += 3) {
        xi = 0.5 * i + 0.125;
        for (j = hi; j > lo; j -= 2) {
            eta = xi * j - 1;
            for (k = 1; k < N; k += 2) {
                for (m = 0; m < 3; m++)
                    P[m] = eta * m + k;
                u[i][j][k] += P[0] + P[1] * P[2];
            }
        }
    }
    return 0.5;
}
int main(void)
{
    int i, j, k;
    double s = 0, r0, r1, r2, r3;
    r0 = work(1, N - 1);
    r1 = work(2, 11);
    r2 = work(3, 4);
    r3 = work(5, 5);
    for (i = 0; i < N; i++)
        for (j = 0; j < N; j++)
            for (k = 0; k < N; k++)
                s += u[i][j][k] * (1 + (i * 3 + j * 5 + k) % 7);
    printf("%.17g %.17g %.17g %.17g %.17g\n", s, r0, r1, r2, r3);
    return 0;
}
