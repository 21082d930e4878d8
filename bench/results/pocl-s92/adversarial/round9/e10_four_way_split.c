/* one array's four quadrants written by four sibling nests, each reading a different quadrant of another array, in a time loop */
#include <stdio.h>
#define N 32
static double P[N][N], Q[N][N];
static void g(int steps, int n, int h)
{
  int t, i, j;
#pragma scop
  for (t = 0; t < steps; t++) {
    for (i = 0; i < h; i++)
      for (j = 0; j < h; j++)
        P[i][j] = Q[i + h][j + h] * 0.5;
    for (i = 0; i < h; i++)
      for (j = h; j < n; j++)
        P[i][j] = Q[i + h][j - h] + 1.0;
    for (i = h; i < n; i++)
      for (j = 0; j < h; j++)
        P[i][j] = Q[i - h][j + h] - 1.0;
    for (i = h; i < n; i++)
      for (j = h; j < n; j++)
        P[i][j] = Q[i - h][j - h] * 2.0;
    for (i = 0; i < n; i++)
      for (j = 0; j < n; j++)
        Q[i][j] = 0.5 * (P[i][j] + Q[i][j]);
  }
#pragma endscop
}
int main(void)
{
  int n, h, i, j;
  for (n = 0; n <= N; n += 8)
    for (h = n / 2; h <= n / 2 + (n % 2); h++) {
      for (i = 0; i < N; i++) for (j = 0; j < N; j++) { P[i][j] = -(i * N + j); Q[i][j] = ((i * 3 + j * 5) % 7) * 0.25; }
      g(3, n, h);
      for (i = 0; i < N; i++) for (j = 0; j < N; j++) printf("%d %d %a %a\n", n, h, P[i][j], Q[i][j]);
    }
  return 0;
}
