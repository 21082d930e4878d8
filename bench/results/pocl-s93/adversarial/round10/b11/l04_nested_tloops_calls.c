/* outer loop over parameter values, inner time loop of region calls only (auto scope candidate), host reads between outer iterations; regions in two different helpers sharing arrays */
#include <stdio.h>
#define N 32
static float T[N][N], S[N][N];

static void diffuse(int n, float k)
{
    int i, j;
#pragma bbmm
    for (i = 1; i < n - 1; i++)
        for (j = 1; j < n - 1; j++)
            S[i][j] = T[i][j] + k * (T[i - 1][j] + T[i + 1][j] + T[i][j - 1] + T[i][j + 1] - 4 * T[i][j]);
}
static void copyback(int n, float decay)
{
    int i, j;
#pragma bbmm
    for (i = 1; i < n - 1; i++)
        for (j = 1; j < n - 1; j++)
            T[i][j] = S[i][j] * decay;
}
int main(void)
{
    for (int i = 0; i < N; i++) for (int j = 0; j < N; j++) { T[i][j] = (i == 0 || j == 0) ? 1.0f : 0.0f; S[i][j] = 0.0f; }
    for (int p = 0; p < 4; p++) {
        int n = 8 + 8 * p;
        float k = 0.05f * (p + 1);
        for (int t = 0; t < 5; t++) {
            diffuse(n, k);
            copyback(n, 0.99f);
        }
        float s = 0;
        for (int i = 0; i < n; i++) for (int j = 0; j < n; j++) s += T[i][j];
        printf("p=%d n=%d s=%a T=%a\n", p, n, s, T[n / 2][n / 2]);
        T[n / 2][n / 2] += 1.0f;
    }
    return 0;
}
