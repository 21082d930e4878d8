/* integer relaxation until steady state detected on the host with memcmp of old and new arrays (break), then printed */
#include <stdio.h>
#include <string.h>
#define N 18
static int a[N][N], b[N][N];

int main(void)
{
  static const int sz[4] = { 2, 3, 9, 18 };
  int c, i, j, t;
  for (c = 0; c < 4; c++) {
    int n = sz[c];
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) { a[i][j] = (i == 0 || j == 0) ? 1000 : 0; b[i][j] = a[i][j]; }
    for (t = 0; t < 400; t++) {
#pragma bbmm
      for (i = 1; i < n - 1; i++)
        for (j = 1; j < n - 1; j++)
          b[i][j] = (a[i - 1][j] + a[i + 1][j] + a[i][j - 1] + a[i][j + 1]) / 4;
      if (memcmp(a, b, sizeof a) == 0) break;
#pragma bbmm
      for (i = 1; i < n - 1; i++)
        for (j = 1; j < n - 1; j++)
          a[i][j] = b[i][j];
    }
    printf("n=%d t=%d\n", n, t);
    for (i = 0; i < n; i++) for (j = 0; j < n; j++) printf("%d\n", a[i][j]);
  }
  return 0;
}
