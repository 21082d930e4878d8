/* Floyd-Warshall in its natural form with the i != k, j != k guards: i and
 * j stay parallel, the write under the data condition is a may-write. */
#include <stdio.h>
#define N 64
float path[N][N];
int main(void)
{
    int i, j, k, n = N;
    for (i = 0; i < N; i++)
        for (j = 0; j < N; j++)
            path[i][j] = i == j ? 0.0f : (float)((i * 37 + j * 11) % 29 + 1);
#pragma bbmm
    for (k = 0; k < n; k++)
        for (i = 0; i < n; i++)
            for (j = 0; j < n; j++)
                if (i != k && j != k && path[i][k] + path[k][j] < path[i][j])
                    path[i][j] = path[i][k] + path[k][j];
    for (i = 0; i < N; i++)
        for (j = 0; j < N; j++)
            printf("%a\n", (double)path[i][j]);
    return 0;
}
