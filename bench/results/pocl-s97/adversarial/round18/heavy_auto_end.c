/* heavy kernels in an auto scope (no host access in the time loop), arrays read right after the loop: the scope's end must wait */
#include <stdio.h>
#define N 56
static float x[N][N], y[N][N];

static void step(int n)
{
  int i, j, k;
#pragma bbmm
  for (i = 0; i < n; i++)
    for (j = 0; j < n; j++) {
      float s = 0.0f;
      for (k = 0; k < n; k++)
        s += x[i][k] * x[k][j];
      y[i][j] = s / (float)n;
    }
#pragma bbmm
  for (i = 0; i < n; i++)
    for (j = 0; j < n; j++)
      x[i][j] = 0.5f * x[i][j] + 0.5f * y[i][j];
}

int main(void)
{
  static const int sz[3] = { 1, 13, 56 };
  int c, i, j, t;
  for (c = 0; c < 3; c++) {
    int n = sz[c];
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) { x[i][j] = (float)((i + j) % 3) * 0.5f; y[i][j] = 0.0f; }
    for (t = 0; t < 45; t++) step(n);
    for (i = 0; i < n; i++) for (j = 0; j < n; j++) printf("%a %a\n", (double)x[i][j], (double)y[i][j]);
  }
  return 0;
}
