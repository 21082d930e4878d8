#include <stdio.h>
#include <math.h>

#define N 100
static double u[N][N], un[N][N];

int main(void)
{
    int n = N, it = 0, done = 0;
    for (int i = 0; i < N; i++) for (int j = 0; j < N; j++) u[i][j] = un[i][j] = (i == 0) ? 1.0 : (j == N - 1 ? 0.5 : 0.0);
#pragma bbmm data(u, un)
    for (it = 0; it < 40 && !done; it++) {
#pragma bbmm
        for (int i = 1; i < n - 1; i++)
            for (int j = 1; j < n - 1; j++)
                un[i][j] = 0.25 * (u[i - 1][j] + u[i + 1][j] + u[i][j - 1] + u[i][j + 1]);
#pragma bbmm
        for (int i = 1; i < n - 1; i++)
            for (int j = 1; j < n - 1; j++)
                u[i][j] = un[i][j];
        if (it % 10 == 9) {
#pragma bbmm update host(u)
            double mx = 0;
            for (int i = 0; i < n; i++) for (int j = 0; j < n; j++) mx = fmax(mx, fabs(u[i][j]));
            printf("it=%d max=%a u=%a\n", it, mx, u[3][3]);
            if (u[3][3] > 0.3) done = 1;
        }
    }
    double h = 0; for (int i = 0; i < N; i++) for (int j = 0; j < N; j++) h = h * 0.999 + u[i][j];
    printf("%d %a\n", it, h);
    return 0;
}
