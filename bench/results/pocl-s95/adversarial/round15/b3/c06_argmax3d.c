/* max-norm with location (rmax, imax, jmax, kmax) under one data condition in a 3-D region, plus an int count of negative entries */
#include <stdio.h>
#include <math.h>
#define P 9
static double r[P][P][P];

static void locmax(int n, double *rm, int loc[3], int *nneg)
{
  int i, j, k, imax = -1, jmax = -1, kmax = -1, cnt = 0;
  double rmax = 0.0;
#pragma bbmm
  for (k = 0; k < n; k++)
    for (j = 0; j < n; j++)
      for (i = 0; i < n; i++) {
        if (fabs(r[k][j][i]) > rmax) {
          rmax = fabs(r[k][j][i]);
          imax = i;
          jmax = j;
          kmax = k;
        }
        if (r[k][j][i] < 0.0) cnt += 1;
      }
  *rm = rmax; loc[0] = imax; loc[1] = jmax; loc[2] = kmax; *nneg = cnt;
}

int main(void)
{
  int ns[] = { 9, 0, 1, 2, 5 };
  int t, i, j, k;
  for (t = 0; t < 5; t++) {
    for (k = 0; k < P; k++) for (j = 0; j < P; j++) for (i = 0; i < P; i++)
      r[k][j][i] = 0.125 * ((k * 13 + j * 7 + i * 3 + t) % 17) - 1.0;
    double rm; int loc[3], nn;
    locmax(ns[t], &rm, loc, &nn);
    printf("%a %d %d %d %d\n", rm, loc[0], loc[1], loc[2], nn);
  }
  return 0;
}
