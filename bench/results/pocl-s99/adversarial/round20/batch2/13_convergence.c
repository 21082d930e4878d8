#include <stdio.h>
#include <math.h>

#define N 24
static double u[N][N], un[N][N];

int main(void)
{
    int n = N, it;
    for (int i = 0; i < N; i++) for (int j = 0; j < N; j++) u[i][j] = (i == 0 || j == 0) ? 1.0 : 0.0;
    for (int i = 0; i < N; i++) for (int j = 0; j < N; j++) un[i][j] = u[i][j];
    for (it = 0; it < 50; it++) {
#pragma bbmm
        for (int i = 1; i < n - 1; i++)
            for (int j = 1; j < n - 1; j++)
                un[i][j] = 0.25 * (u[i-1][j] + u[i+1][j] + u[i][j-1] + u[i][j+1]);
        double diff = 0.0;
        if (it % 4 == 3) {
            for (int i = 1; i < n - 1; i++)
                for (int j = 1; j < n - 1; j++)
                    diff = fmax(diff, fabs(un[i][j] - u[i][j]));
            printf("it=%d diff=%a\n", it, diff);
        }
#pragma bbmm
        for (int i = 1; i < n - 1; i++)
            for (int j = 1; j < n - 1; j++)
                u[i][j] = un[i][j];
        if (it % 4 == 3 && diff < 0.02) break;
    }
    printf("stopped at %d %a %a\n", it, u[1][1], u[n/2][n/3]);
    return 0;
}
