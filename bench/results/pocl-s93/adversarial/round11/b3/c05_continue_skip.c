/* continue in region loops: skip masked cells, and skip i == k affine */
#include <stdio.h>
#define N 20
static double U[N][N], V[N][N];
static int mask[N][N];
static void f(int n, int k)
{
    int i, j;
#pragma bbmm
    for (i = 1; i < n - 1; i++)
        for (j = 1; j < n - 1; j++) {
            if (mask[i][j]) continue;
            V[i][j] = 0.25 * (U[i - 1][j] + U[i + 1][j] + U[i][j - 1] + U[i][j + 1]);
        }
#pragma bbmm
    for (i = 0; i < n; i++) {
        if (i == k) continue;
        for (j = 0; j < n; j++)
            U[i][j] = V[i][j] + 0.5 * U[i][j];
    }
}
int main(void)
{
    int i, j, k;
    int sizes[] = {0, 1, 2, 3, 11, 20};
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) { U[i][j] = (i + 2 * j) % 5; V[i][j] = 0; mask[i][j] = (i * j) % 4 == 1; }
    for (k = 0; k < 6; k++) f(sizes[k], k + 1);
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) printf("%a%c", U[i][j], j == N - 1 ? '\n' : ' ');
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) printf("%a%c", V[i][j], j == N - 1 ? '\n' : ' ');
    return 0;
}
