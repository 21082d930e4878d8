/* while loop until convergence: host computes the change from the arrays after each region */
#include <stdio.h>
#include <math.h>
#define N 16
static double u[N][N], v[N][N];
int main(void)
{
    int i, j, it = 0;
    double diff = 1.0;
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) { u[i][j] = (i == 0 || j == N - 1) ? 1.0 : 0.0; v[i][j] = u[i][j]; }
    while (diff > 1e-3 && it < 40) {
#pragma bbmm
        for (i = 1; i < N - 1; i++)
            for (j = 1; j < N - 1; j++)
                v[i][j] = 0.25 * (u[i - 1][j] + u[i + 1][j] + u[i][j - 1] + u[i][j + 1]);
        diff = 0.0;
        for (i = 1; i < N - 1; i++) for (j = 1; j < N - 1; j++) diff = fmax(diff, fabs(v[i][j] - u[i][j]));
        if (it % 3 == 0) v[N / 2][N / 2] = 0.5;
#pragma bbmm
        for (i = 1; i < N - 1; i++)
            for (j = 1; j < N - 1; j++)
                u[i][j] = v[i][j];
        it++;
    }
    printf("%d %a\n", it, diff);
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) printf("%a\n", u[i][j]);
    return 0;
}
