/* Game of Life on a torus with (i + n - 1) % n and (j + 1) % n wraps, several n including 1 and 2 */
#include <stdio.h>
#define N 12
static int G[N][N], H[N][N];
static void life(int n)
{
    int i, j;
#pragma bbmm
    for (i = 0; i < n; i++)
        for (j = 0; j < n; j++) {
            int c = G[(i + n - 1) % n][(j + n - 1) % n] + G[(i + n - 1) % n][j] + G[(i + n - 1) % n][(j + 1) % n]
                  + G[i][(j + n - 1) % n] + G[i][(j + 1) % n]
                  + G[(i + 1) % n][(j + n - 1) % n] + G[(i + 1) % n][j] + G[(i + 1) % n][(j + 1) % n];
            H[i][j] = (c == 3 || (c == 2 && G[i][j])) ? 1 : 0;
        }
}
int main(void)
{
    int s, i, j, t;
    int ns[] = {0, 1, 2, 3, 5, 12};
    for (s = 0; s < 6; s++) {
        int n = ns[s];
        for (i = 0; i < N; i++) for (j = 0; j < N; j++) { G[i][j] = ((i * 7 + j * 5 + i * j) % 3) == 0; H[i][j] = 0; }
        for (t = 0; t < 3; t++) {
            life(n);
            for (i = 0; i < n; i++) for (j = 0; j < n; j++) G[i][j] = H[i][j];
        }
        for (i = 0; i < N; i++) for (j = 0; j < N; j++) printf("%d", G[i][j]);
        printf("\n");
    }
    return 0;
}
