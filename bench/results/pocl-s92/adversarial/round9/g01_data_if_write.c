/* fused siblings writing one array under data-dependent conditions (threshold on another array), unwritten elements keep old values */
#include <stdio.h>
#define N 26
static double P[N][N], S[N][N], q[N];
static void g(int steps, int n)
{
  int t, i, j;
#pragma scop
  for (t = 0; t < steps; t++) {
    for (i = 0; i < n / 2; i++)
      for (j = 0; j < n; j++)
        if (S[i][j] > 1.0)
          P[i][j] = S[i][j] * 2.0 + t;
    for (i = n / 2; i < n; i++)
      for (j = 0; j < n; j++)
        if (S[j][i] < 1.5)
          P[i][j] = -S[j][i];
    for (i = 0; i < n; i++)
      if (S[i][0] != 0.0)
        q[i] = q[i] + 1.0 / S[i][0];
    for (i = 0; i < n; i++)
      for (j = 0; j < n; j++)
        S[i][j] = S[i][j] * 0.75 + (((i + j + t) % 3) == 0 ? 0.5 : 0.0);
  }
#pragma endscop
}
int main(void)
{
  int n, i, j;
  for (n = 0; n <= N; n += (n < 4 ? 1 : 7)) {
    for (i = 0; i < N; i++) { q[i] = i; for (j = 0; j < N; j++) { P[i][j] = 1000 + i * N + j; S[i][j] = ((i * 7 + j * 5) % 9) * 0.375; } }
    g(3, n);
    for (i = 0; i < N; i++) { printf("%d %a\n", n, q[i]); for (j = 0; j < N; j++) printf("%a %a\n", P[i][j], S[i][j]); }
  }
  return 0;
}
