/* bounds from a static const int table indexed by a parameter (nx_l[lt]) and an int array set by the host (m1[lt]), MG levels */
#include <stdio.h>
#define M 17
static const int nx_l[4] = { 3, 5, 9, 17 };
static int m1[4];
static double u[M][M], v[M][M];

static void smooth(int lt)
{
  int i, j;
#pragma bbmm
  for (i = 1; i < nx_l[lt] - 1; i++)
    for (j = 1; j < m1[lt] - 1; j++)
      v[i][j] = 0.5 * u[i][j] + 0.125 * (u[i-1][j] + u[i+1][j] + u[i][j-1] + u[i][j+1]);
}

int main(void)
{
  int l, i, j;
  for (l = 0; l < 4; l++) m1[l] = nx_l[l] - (l % 2);
  for (l = 0; l < 4; l++) {
    for (i = 0; i < M; i++) for (j = 0; j < M; j++) { u[i][j] = 0.0625 * ((i * 5 + j * 3 + l) % 13); v[i][j] = -1.0; }
    smooth(l);
    double s = 0.0;
    for (i = 0; i < M; i++) for (j = 0; j < M; j++) s += v[i][j] * (1 + (i + j) % 4);
    printf("%d %a\n", l, s);
  }
  return 0;
}
