/* bounds from macros of macros (ISIZ1 (N+2), NX (ISIZ1-2)), enum constants as bounds and as loop step, red/black by step 2 */
#include <stdio.h>
#define N 13
#define ISIZ1 (N + 2)
#define NX (ISIZ1 - 2)
#define NXM1 (NX - 1)
enum { NCOMP = 3, STEP = 2, FIRST = 1 };
static double q[ISIZ1][ISIZ1][NCOMP];

static void relax(int color, int n)
{
  int i, j, c;
#pragma bbmm
  for (i = FIRST; i < (n < NXM1 ? n : NXM1); i++)
    for (j = FIRST + (i + color) % STEP; j < NXM1; j += STEP)
      for (c = 0; c < NCOMP; c++)
        q[i][j][c] = 0.25 * (q[i-1][j][c] + q[i+1][j][c] + q[i][j-1][c] + q[i][j+1][c]) + 0.0625 * c;
}

int main(void)
{
  int ns[] = { 13, 0, 1, 2, 3, 8, 20 };
  int t, i, j, c, it;
  for (t = 0; t < 7; t++) {
    for (i = 0; i < ISIZ1; i++) for (j = 0; j < ISIZ1; j++) for (c = 0; c < NCOMP; c++)
      q[i][j][c] = 0.125 * ((i * 7 + j * 3 + c) % 5);
    for (it = 0; it < 3; it++) { relax(0, ns[t]); relax(1, ns[t]); }
    double s = 0.0;
    for (i = 0; i < ISIZ1; i++) for (j = 0; j < ISIZ1; j++) for (c = 0; c < NCOMP; c++) s += q[i][j][c] * (1 + (i + j) % 4);
    printf("%d %a %a\n", ns[t], s, q[NX/2][NX/2][1]);
  }
  return 0;
}
