/* auto data scope: the time loop's host code only prints t and a host-only accumulator; arrays read after the loop; 150 steps, 2-D float */
#include <stdio.h>
#define N 24
static float a[N][N], b[N][N];

int main(void)
{
  static const int sz[4] = { 2, 7, 16, 24 };
  int c, i, j, t;
  for (c = 0; c < 4; c++) {
    int n = sz[c];
    long h = 0;
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) { a[i][j] = (float)((i * 5 + j) % 8); b[i][j] = 0.0f; }
    for (t = 0; t < 150; t++) {
#pragma bbmm
      for (i = 1; i < n - 1; i++)
        for (j = 1; j < n - 1; j++)
          b[i][j] = 0.2f * (a[i][j] + a[i - 1][j] + a[i + 1][j] + a[i][j - 1] + a[i][j + 1]);
#pragma bbmm
      for (i = 1; i < n - 1; i++)
        for (j = 1; j < n - 1; j++)
          a[i][j] = b[i][j] + 0.5f;
      h += t * 3 % 7;
      if (t % 50 == 0) printf("t=%d h=%ld\n", t, h);
    }
    for (i = 0; i < n; i++) for (j = 0; j < n; j++) printf("%a %a\n", (double)a[i][j], (double)b[i][j]);
  }
  return 0;
}
