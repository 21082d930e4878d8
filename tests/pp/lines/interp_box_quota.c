// expect-no-output: [-+*,(] [?][ ,)}*]
// expect-output: bbmm_r0_n0_boxes
/* NPB MG's interp (class W): a box of u's, whose bounds take the parities
 * d1, t1 of the loops, went past isl's operation limit while its bounds
 * were printed, and the printer wrote a question mark for each number it
 * could no longer read (the generated file did not compile).
 * A bound printed past the limit now fails as the limit would have stopped
 * it, and the box takes bx_add's way out (a simple superset). */
void interp(int mm1, int mm2, int mm3, double z[mm3][mm2][mm1], int n1, int n2, int n3, double u[n3][n2][n1])
{
    int i1, i2, i3, d1, d2, d3, t1, t2, t3;
    if (n1 == 3) { d1 = 2; t1 = 1; } else { d1 = 1; t1 = 0; }
    if (n2 == 3) { d2 = 2; t2 = 1; } else { d2 = 1; t2 = 0; }
    if (n3 == 3) { d3 = 2; t3 = 1; } else { d3 = 1; t3 = 0; }
#pragma bbmm
    for (i3 = d3; i3 <= mm3 - 1; i3++) {
        for (i2 = d2; i2 <= mm2 - 1; i2++) {
            for (i1 = d1; i1 <= mm1 - 1; i1++)
                u[2 * i3 - d3 - 1][2 * i2 - d2 - 1][2 * i1 - d1 - 1] =
                    u[2 * i3 - d3 - 1][2 * i2 - d2 - 1][2 * i1 - d1 - 1] + z[i3 - 1][i2 - 1][i1 - 1];
            for (i1 = 1; i1 <= mm1 - 1; i1++)
                u[2 * i3 - d3 - 1][2 * i2 - d2 - 1][2 * i1 - t1 - 1] =
                    u[2 * i3 - d3 - 1][2 * i2 - d2 - 1][2 * i1 - t1 - 1] +
                    0.5 * (z[i3 - 1][i2 - 1][i1] + z[i3 - 1][i2 - 1][i1 - 1]);
        }
        for (i2 = 1; i2 <= mm2 - 1; i2++) {
            for (i1 = d1; i1 <= mm1 - 1; i1++)
                u[2 * i3 - d3 - 1][2 * i2 - t2 - 1][2 * i1 - d1 - 1] =
                    u[2 * i3 - d3 - 1][2 * i2 - t2 - 1][2 * i1 - d1 - 1] +
                    0.5 * (z[i3 - 1][i2][i1 - 1] + z[i3 - 1][i2 - 1][i1 - 1]);
            for (i1 = 1; i1 <= mm1 - 1; i1++)
                u[2 * i3 - d3 - 1][2 * i2 - t2 - 1][2 * i1 - t1 - 1] =
                    u[2 * i3 - d3 - 1][2 * i2 - t2 - 1][2 * i1 - t1 - 1] +
                    0.25 * (z[i3 - 1][i2][i1] + z[i3 - 1][i2 - 1][i1] + z[i3 - 1][i2][i1 - 1] +
                            z[i3 - 1][i2 - 1][i1 - 1]);
        }
    }
}
