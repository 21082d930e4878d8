#include <stdio.h>

#define N 22
double u[2][N][N];

int main(void)
{
    int n = N, T = 9;
    for (int i = 0; i < N; i++) for (int j = 0; j < N; j++) u[0][i][j] = u[1][i][j] = ((i * 5 + j * 3) % 11) * 0.1;
    for (int t = 0; t < T; t++) {
        int cur = t % 2, nxt = (t + 1) % 2;
#pragma bbmm
        for (int i = 1; i < n - 1; i++)
            for (int j = 1; j < n - 1; j++)
                u[nxt][i][j] = 0.2 * (u[cur][i][j] + u[cur][i - 1][j] + u[cur][i + 1][j] + u[cur][i][j - 1] + u[cur][i][j + 1]);
    }
    for (int t = 0; t < T; t++) {
#pragma bbmm
        for (int i = 1; i < n - 1; i++)
            for (int j = 1; j < n - 1; j++)
                u[t % 2][i][j] = 0.5 * (u[(t + 1) % 2][i][j] + u[(t + 1) % 2][i][j - 1]);
    }
    double h = 0; for (int s = 0; s < 2; s++) for (int i = 0; i < N; i++) for (int j = 0; j < N; j++) h = h * 0.9 + u[s][i][j];
    printf("%a\n", h);
    return 0;
}
