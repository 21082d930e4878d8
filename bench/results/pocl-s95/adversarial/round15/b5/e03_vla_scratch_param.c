/* function-level VLA scratch double cv[n1], rhon[n1] (size a parameter) filled per (k,j) line and read with i-1/i+1 neighbours (SP compute_rhs cv/rhon) */
#include <stdio.h>
#define P 9
static double u[P][P][P], rhs[P][P][P];

static void line_op(int n1, int n2, int n3)
{
  int i, j, k;
  double cv[n1 > 0 ? n1 : 1], rhon[n1 > 0 ? n1 : 1];
#pragma bbmm
  for (k = 1; k < n3 - 1; k++)
    for (j = 1; j < n2 - 1; j++) {
      for (i = 0; i < n1; i++) {
        cv[i] = u[k][j][i] * 0.5;
        rhon[i] = 1.0 + u[k][j][i] * u[k][j][i];
      }
      for (i = 1; i < n1 - 1; i++)
        rhs[k][j][i] = rhs[k][j][i] + (cv[i+1] - cv[i-1]) / rhon[i] + 0.125 * (rhon[i+1] - 2.0 * rhon[i] + rhon[i-1]);
    }
}

int main(void)
{
  int sz[][3] = { {9, 9, 9}, {1, 3, 3}, {3, 3, 3}, {0, 4, 4}, {6, 2, 7}, {8, 5, 4} };
  int t, i, j, k;
  for (t = 0; t < 6; t++) {
    for (k = 0; k < P; k++) for (j = 0; j < P; j++) for (i = 0; i < P; i++) {
      u[k][j][i] = 0.125 * ((k * 7 + j * 3 + i * 5 + t) % 13) - 0.5;
      rhs[k][j][i] = 0.0625 * ((k + j + i) % 5);
    }
    line_op(sz[t][0], sz[t][1], sz[t][2]);
    double s = 0.0;
    for (k = 0; k < P; k++) for (j = 0; j < P; j++) for (i = 0; i < P; i++) s += rhs[k][j][i] * (1 + (i + j) % 3);
    printf("%d %a\n", t, s);
  }
  return 0;
}
