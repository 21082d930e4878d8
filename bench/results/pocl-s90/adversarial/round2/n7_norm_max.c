/* NPB MG norm2u3: sum of squares and max of |r| over the interior of a 3-D grid */
#include <stdio.h>
#include <math.h>
#define N 8
static double r[N][N][N];
static double rnm2, rnmu;
static void norm(int n1, int n2, int n3)
{
    int i1, i2, i3;
    double s = 0.0, a, mx = 0.0;
#pragma bbmm
    for (i3 = 1; i3 < n3 - 1; i3++)
        for (i2 = 1; i2 < n2 - 1; i2++)
            for (i1 = 1; i1 < n1 - 1; i1++) {
                s = s + r[i3][i2][i1] * r[i3][i2][i1];
                a = fabs(r[i3][i2][i1]);
                if (a > mx) mx = a;
            }
    rnmu = mx;
    rnm2 = sqrt(s / (double)((n1 - 2) * (n2 - 2) * (n3 - 2) + 1));
}
int main(void)
{
    int a, b, c, t;
    for (a = 0; a < N; a++) for (b = 0; b < N; b++) for (c = 0; c < N; c++) r[a][b][c] = ((a * 7 + b * 5 + c * 3) % 13) - 6.5;
    for (t = 2; t <= N; t += 3) { norm(t, N, N - t + 2); printf("%a %a\n", rnm2, rnmu); }
    return 0;
}
