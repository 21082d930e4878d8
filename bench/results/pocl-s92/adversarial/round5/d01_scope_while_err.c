/* explicit data scope around a while-converge loop; region computes err (scalar) that the host tests */
#include <stdio.h>
#include <math.h>
#define N 16
static double u[N][N], v[N][N];
int main(void)
{
    int i, j, n, it;
    double err;
    for (n = 1; n <= N; n += 5) {
        for (i = 0; i < N; i++) for (j = 0; j < N; j++) u[i][j] = v[i][j] = (i == 0) ? 1.0 : 0.0;
        err = 1.0; it = 0;
#pragma bbmm data(u, v)
        while (err > 1e-3 && it < 60) {
            err = 0.0;
#pragma bbmm
            {
                for (i = 1; i < n - 1; i++)
                    for (j = 1; j < n - 1; j++)
                        v[i][j] = 0.25 * (u[i-1][j] + u[i+1][j] + u[i][j-1] + u[i][j+1]);
                for (i = 1; i < n - 1; i++)
                    for (j = 1; j < n - 1; j++) {
                        err = fmax(err, fabs(v[i][j] - u[i][j]));
                        u[i][j] = v[i][j];
                    }
            }
            it++;
        }
        printf("n=%d it=%d err=%a\n", n, it, err);
        for (i = 0; i < n; i++) printf("%a %a\n", u[i][n / 2], v[n / 2][i]);
    }
    return 0;
}
