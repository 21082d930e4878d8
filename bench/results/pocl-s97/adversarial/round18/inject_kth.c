/* float 2-D diffusion, host injects a source at a moving point every 5th step and reads one probe every step */
#include <stdio.h>
#define N 16
static float u[N][N], v[N][N];

static void diffuse(int n)
{
  int i, j;
#pragma bbmm
  {
    for (i = 1; i < n - 1; i++)
      for (j = 1; j < n - 1; j++)
        v[i][j] = 0.2f * (u[i][j] + u[i - 1][j] + u[i + 1][j] + u[i][j - 1] + u[i][j + 1]);
    for (i = 1; i < n - 1; i++)
      for (j = 1; j < n - 1; j++)
        u[i][j] = v[i][j];
  }
}

int main(void)
{
  static const int sz[4] = { 3, 7, 12, 16 };
  int c, i, j, t;
  for (c = 0; c < 4; c++) {
    int n = sz[c];
    float probe = 0.0f;
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) { u[i][j] = 0.0f; v[i][j] = 0.0f; }
    for (t = 0; t < 120; t++) {
      if (t % 5 == 0) u[1 + (t / 5) % (n - 2)][1 + (t / 3) % (n - 2)] += 10.0f;
      diffuse(n);
      probe += u[n / 2][n / 2];
    }
    printf("n=%d probe=%a\n", n, (double)probe);
    for (i = 0; i < n; i++) for (j = 0; j < n; j++) printf("%a\n", (double)u[i][j]);
  }
  return 0;
}
