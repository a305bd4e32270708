export default { poweredByHeader: false }
