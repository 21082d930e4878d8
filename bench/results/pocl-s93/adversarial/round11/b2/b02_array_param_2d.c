/* a 2D array parameter aliasing a kept global 2D array, written by host code inside the time loop */
#include <stdio.h>
#define N 16
static double U[N][N], V[N][N];
static void run(int n, double G[][N], int steps)
{
    int t, i, j;
    for (t = 0; t < steps; t++) {
#pragma bbmm
        for (i = 1; i < n - 1; i++)
            for (j = 1; j < n - 1; j++)
                V[i][j] = 0.2 * (U[i][j] + U[i - 1][j] + U[i + 1][j] + U[i][j - 1] + U[i][j + 1]);
        G[1][1] = -5.0 * t;
#pragma bbmm
        for (i = 1; i < n - 1; i++)
            for (j = 1; j < n - 1; j++)
                U[i][j] = V[i][j];
    }
}
int main(void)
{
    int i, j, k;
    int sizes[] = {0, 2, 3, 9, 16};
    for (k = 0; k < 5; k++) {
        for (i = 0; i < N; i++) for (j = 0; j < N; j++) { U[i][j] = (i * j) % 7; V[i][j] = 0; }
        run(sizes[k], U, 3);
        run(sizes[k], V, 2);
        for (i = 0; i < N; i++) for (j = 0; j < N; j++) printf("%a%c", U[i][j], j == N - 1 ? '\n' : ' ');
    }
    return 0;
}
